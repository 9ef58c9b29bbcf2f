/** The bytes are not a readable JPEG or PNG, whatever the file was called. */
export class InvalidImageError extends Error {
  constructor() {
    super('Not a JPEG or PNG image');
    this.name = 'InvalidImageError';
  }
}

/** A JPEG or PNG whose header puts it outside the pixel limits; `message` says which. */
export class ImageLimitError extends Error {
  constructor(problem: string) {
    super(problem);
    this.name = 'ImageLimitError';
  }
}

/** Processing one image took longer than the time it is given. */
export class ImageTimeoutError extends Error {
  constructor() {
    super('Image processing timed out');
    this.name = 'ImageTimeoutError';
  }
}

/** libvips words its own timeout as `timeout: 40% complete`. */
export const isSharpTimeout = (error: unknown) =>
  error instanceof Error && error.message.startsWith('timeout');

/**
 * The seconds left before `seconds` from now, rounded up as sharp's `timeout` takes them;
 * throws ImageTimeoutError once none are left.
 */
export function deadlineIn(seconds: number): () => number {
  const end = Date.now() + seconds * 1000;
  return () => {
    const left = end - Date.now();
    if (left <= 0) throw new ImageTimeoutError();
    return Math.ceil(left / 1000);
  };
}
