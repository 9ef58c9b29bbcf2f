// Lints each snippet given as JSON in argv[2] ([{ filePath, code }]) with ESLint's Node API,
// as if it lived at filePath, and prints the messages of each as JSON.
// It runs as its own Node process because ESLint loads eslint.config.mjs with import(),
// which Jest's CommonJS runtime refuses without --experimental-vm-modules.
import { ESLint } from 'eslint';

const snippets = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: process.cwd() });
const messages = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  messages.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(messages));
