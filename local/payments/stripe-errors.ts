/** An error the local checkout answers in Stripe's shape, so the SDK raises the usual classes. */
export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { param?: string; code?: string; type?: string } = {},
  ) {
    super(message);
    this.name = 'StripeApiError';
  }

  toJSON() {
    const { type = 'invalid_request_error', param, code } = this.details;
    return {
      error: {
        type,
        message: this.message,
        ...(param ? { param } : {}),
        ...(code ? { code } : {}),
      },
    };
  }
}
