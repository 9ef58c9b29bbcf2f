// Validates an OpenAPI document against the OpenAPI 3.x schemas, e.g.
//   curl -s http://localhost:7000/api/openapi.json | node scripts/check-openapi.mjs
// Prints 'valid OpenAPI <version>' or the problems, and exits non-zero when it is not valid.
import { text } from 'node:stream/consumers';
import { Validator } from '@seriousme/openapi-schema-validator';

const validator = new Validator();
const result = await validator.validate(JSON.parse(await text(process.stdin)));
if (result.valid) {
  console.log(`valid OpenAPI ${validator.version}`);
} else {
  console.error(JSON.stringify(result.errors, null, 2));
  process.exitCode = 1;
}
