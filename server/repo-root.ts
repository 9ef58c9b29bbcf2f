import path from 'node:path';

/** The repository's folder, where the web app's public/ files are. */
export const REPO_ROOT = path.resolve(__dirname, '..');
