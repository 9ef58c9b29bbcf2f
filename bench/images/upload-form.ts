import sharp from 'sharp';
import { IMAGE_FIELD } from '@contract/restaurant';

/** The restaurant form as the web app sends it, with `photo` as the image. */
export function uploadForm(photo: Buffer): FormData {
  const form = new FormData();
  const fields: Array<[string, string]> = [
    ['restaurantName', 'Upload Bistro'],
    ['city', 'London'],
    ['country', 'United Kingdom'],
    ['deliveryPrice', '250'],
    ['estimatedDeliveryTime', '30'],
    ['cuisines[0]', 'Italian'],
    ['menuItems[0][name]', 'Margherita'],
    ['menuItems[0][price]', '1250'],
  ];
  for (const [name, value] of fields) form.append(name, value);
  form.append(IMAGE_FIELD, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

/**
 * A camera photo's size: 6000 × 4000 (24 megapixels), a 3.2 MB JPEG. Smooth noise enlarged, so
 * that it compresses as a photo does and stays under the 5 MB limit.
 */
export async function largePhoto(): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  const small = await sharp({
    create: { width: 400, height: 300, channels: 3, noise, background: '#808080' },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(6000, 4000, { kernel: 'cubic' }).jpeg({ quality: 80 }).toBuffer();
}
