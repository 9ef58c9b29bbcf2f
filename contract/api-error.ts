/** The body of every error the API answers with. `message` says what was wrong. */
export interface ApiError {
  message: string;
}
