import { errorResponses } from './api-error';
import { BEARER_SECURITY, defineRoute } from './api-route';
import * as pushPaths from './push.paths';
import {
  deletePushSubscriptionSchema,
  pushPublicKeySchema,
  pushSubscriptionChangeSchema,
  pushSubscriptionStateSchema,
  putPushSubscriptionSchema,
} from './push-subscription';

const tags = ['Push'];
const services =
  'The endpoint must be an https URL of a known push service (Google, Mozilla, Microsoft, ' +
  'Apple); any other is refused with 400.';

/** Web push: the API's public key, and the devices that receive its notifications. */
export const pushRoutes = {
  getPushPublicKey: defineRoute({
    ...pushPaths.getPushPublicKey,
    schema: {
      summary: "The API's VAPID public key",
      description:
        'What a browser subscribes with (`applicationServerKey`): the API signs every push ' +
        'with the matching private key.',
      tags,
      response: {
        200: pushPublicKeySchema.describe('The public key, base64url'),
        ...errorResponses(503),
      },
    },
  }),
  putMyPushSubscription: defineRoute({
    ...pushPaths.putMyPushSubscription,
    schema: {
      summary: "Stores this device's subscription for one purpose",
      description:
        '`owner-alerts`: a push for each new paid order of your restaurant, and when it is ' +
        'answered. `order-updates`: a push for each status change of your orders. Storing it ' +
        'again renews the keys; a subscription another account held moves to you. At most 20 ' +
        `devices per account: the one renewed longest ago goes. ${services}`,
      tags,
      security: BEARER_SECURITY,
      body: putPushSubscriptionSchema,
      response: {
        200: pushSubscriptionStateSchema.describe("What this device's subscription is for now"),
        ...errorResponses(400, 401, 404, 413, 415, 429, 503),
      },
    },
  }),
  deleteMyPushSubscription: defineRoute({
    ...pushPaths.deleteMyPushSubscription,
    schema: {
      summary: "Stops one purpose of this device's subscription",
      description:
        'The subscription is forgotten once it is for nothing. Stopping what is not stored ' +
        'changes nothing and answers the same.',
      tags,
      security: BEARER_SECURITY,
      body: deletePushSubscriptionSchema,
      response: {
        200: pushSubscriptionStateSchema.describe("What this device's subscription is for now"),
        ...errorResponses(400, 401, 404, 413, 415, 429, 503),
      },
    },
  }),
  postPushSubscriptionChange: defineRoute({
    ...pushPaths.postPushSubscriptionChange,
    schema: {
      summary: 'Replaces a subscription the browser renewed',
      description:
        "The service worker's report of `pushsubscriptionchange`, without a token: the old " +
        'endpoint, known only to the device and the API, is the proof. The subscription keeps ' +
        `its account and purposes; an unknown old endpoint is a 404. ${services}`,
      tags,
      body: pushSubscriptionChangeSchema,
      response: {
        200: pushSubscriptionStateSchema.describe('What the new subscription is for'),
        ...errorResponses(400, 404, 409, 413, 415, 429, 503),
      },
    },
  }),
};
