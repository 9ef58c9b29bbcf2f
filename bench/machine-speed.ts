/**
 * `npm run bench:machine`: Lighthouse's benchmark index of this machine at this moment (higher is
 * faster). CI prints it as it starts and as it ends, so that its times on different days, or on a
 * busier machine, can be compared.
 */
import { benchmarkIndex } from './support/machine-speed';

void benchmarkIndex().then((index) => console.log(`benchmarkIndex ${index}`));
