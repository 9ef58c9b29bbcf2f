import path from 'node:path';

/**
 * Where the web build goes and `npm start` serves it from: WEB_DIST_DIR (relative to the project,
 * or absolute), dist/ by default. A build calls the addresses it was made for, so two local
 * systems on other ports each need a folder of their own to run side by side from one checkout.
 */
export function webDistDir(root: string, env: Record<string, string | undefined> = process.env) {
  return path.resolve(root, env.WEB_DIST_DIR?.trim() || 'dist');
}
