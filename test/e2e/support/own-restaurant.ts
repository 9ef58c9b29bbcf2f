import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { IMAGE_FIELD, type Restaurant } from '@contract/restaurant';
import { SYSTEM } from './system';

/**
 * Creates the signed-in owner's restaurant through the API, as the form would send it, with the
 * token the page itself sends: quicker than filling in a long menu field by field. Leaves the
 * page on /manage-restaurant.
 */
export async function createOwnRestaurant(
  page: Page,
  details: { restaurantName: string; city: string; menu: string[] },
): Promise<Restaurant> {
  const asked = page.waitForRequest(`${SYSTEM.api}/api/my/restaurant`);
  await page.goto(`${SYSTEM.web}/manage-restaurant`);
  const authorization = await (await asked).headerValue('authorization');
  if (!authorization) throw new Error('The page asked for its restaurant without a token');

  const form = new FormData();
  form.append('restaurantName', details.restaurantName);
  form.append('city', details.city);
  form.append('country', 'United Kingdom');
  form.append('deliveryPrice', '250');
  form.append('estimatedDeliveryTime', '30');
  form.append('cuisines[0]', 'Italian');
  form.append('openingHours', '[]');
  details.menu.forEach((name, index) => {
    form.append(`menuItems[${index}][name]`, name);
    form.append(`menuItems[${index}][price]`, String(500 + index * 25));
    form.append(`menuItems[${index}][available]`, 'true');
  });
  const image = await sharp({
    create: { width: 1280, height: 720, channels: 3, background: '#8a5a2b' },
  })
    .png()
    .toBuffer();
  form.append(IMAGE_FIELD, new Blob([new Uint8Array(image)], { type: 'image/png' }), 'menu.png');

  const response = await fetch(`${SYSTEM.api}/api/my/restaurant`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (!response.ok) throw new Error(`Creating the restaurant: ${await response.text()}`);
  return (await response.json()) as Restaurant;
}
