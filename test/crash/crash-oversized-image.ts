import { sleep } from './crash-system';
import { acknowledge, expectStatus, type Round } from './crash-round';
import { restaurantForm, restaurantValue, type World } from './crash-world';

/** When in the round the upload is sent: every round runs longer, so it meets the other writes. */
const UPLOAD_AFTER_MS = 500;

/**
 * The first owner saves their restaurant with `world.oversizedImage` (20000 × 1 pixels), once,
 * amid the load. The API must refuse it with 400 and keep serving in the same process: it
 * answers its health check at once, and the other writers see no failure (a restarted API would
 * have cut their requests). Its value is never acknowledged, so were it stored after all, the
 * read-back after the crash would find a value no write left there.
 */
export async function uploadOversizedImage(world: World, round: Round): Promise<void> {
  await sleep(UPLOAD_AFTER_MS);
  if (round.killed) return;
  const owner = world.owners[0];
  const api = world.system.addresses.api;
  const value = restaurantValue('oversized', 0);
  const form = await restaurantForm(value, owner.stableItemId, world.oversizedImage);
  try {
    const response = await fetch(`${api}/api/my/restaurant`, {
      method: 'PUT',
      headers: { ...owner.person.headers, ...form.headers },
      body: form.payload,
    });
    await expectStatus(response, 400, 'restaurant save with a 20000 × 1 image');
    await response.arrayBuffer();
    await expectStatus(await fetch(`${api}/api/health`), 200, 'health after the refused image');
    acknowledge(round, 'oversized images refused');
  } catch (error) {
    if (!round.killed) round.stats.unexpected.push(String(error));
  }
}
