import path from 'node:path';

/** The repository's folder: where `npm start` runs and test-results/ is written. */
export const REPO_ROOT = path.resolve(__dirname, '..');
