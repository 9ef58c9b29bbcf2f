import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A step a route runs before its body is read: checking the token, finding the caller's user
 * record. Run as preParsing hooks, after the rate limit (onRequest) and before any parsing or
 * validation. A step either returns, or answers and so ends the request.
 */
export type RequestStep = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
