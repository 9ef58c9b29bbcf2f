/**
 * The browser's web push, stubbed at its edge: the service worker's registration with its push
 * manager, and the Notification permission with its prompt, which waits for the test to answer
 * it. Where the owner's alert stub (../owner/alert-browser.ts) already stands in for
 * Notification, `notifications: false` leaves it. `restore` takes the stubs away again (jsdom
 * has none of them).
 */
export function stubPushBrowser({
  permission: initial = 'default' as NotificationPermission,
  notifications = true,
  serviceWorker = true,
} = {}) {
  let permission = initial;
  let prompts = 0;
  let answerPrompt: ((answer: NotificationPermission) => void) | undefined;
  let subscription: FakeSubscription | undefined;
  let made = 0;
  const subscribeCalls: Array<{ userVisibleOnly?: boolean; applicationServerKey?: unknown }> = [];

  class FakeSubscription {
    readonly endpoint = `https://push.example.com/send/device-${(made += 1)}`;
    readonly expirationTime = null;
    toJSON() {
      return {
        endpoint: this.endpoint,
        expirationTime: this.expirationTime,
        keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' },
      };
    }
    unsubscribe() {
      if (subscription === this) subscription = undefined;
      return Promise.resolve(true);
    }
  }

  const pushManager = {
    getSubscription: () => Promise.resolve(subscription ?? null),
    subscribe: (options: { userVisibleOnly?: boolean; applicationServerKey?: unknown }) => {
      subscribeCalls.push(options);
      // The permission as the page's Notification (this stub's, or the alert stub's) has it.
      if (
        (window as unknown as { Notification?: typeof FakeNotification }).Notification
          ?.permission !== 'granted'
      ) {
        return Promise.reject(Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' }));
      }
      subscription ??= new FakeSubscription();
      return Promise.resolve(subscription);
    },
  };

  class FakeNotification {
    static get permission() {
      return permission;
    }
    static requestPermission() {
      prompts += 1;
      return new Promise<NotificationPermission>((resolve) => {
        answerPrompt = (answer) => {
          permission = answer === 'default' ? permission : answer;
          resolve(answer);
        };
      });
    }
  }

  const globals = window as unknown as Record<string, unknown>;
  globals.PushManager = function PushManager() {};
  if (notifications) globals.Notification = FakeNotification;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      // None registered: `ready` never settles, as in a browser.
      ready: serviceWorker ? Promise.resolve({ pushManager }) : new Promise(() => undefined),
    },
  });

  return {
    /** Times the page asked for permission. */
    prompts: () => prompts,
    /** The person answers the prompt: allows, blocks or closes it ('default'). */
    answerPrompt(answer: NotificationPermission) {
      const respond = answerPrompt;
      if (!respond) throw new Error('The browser is not asking');
      answerPrompt = undefined;
      respond(answer);
    },
    /** This device's subscription's endpoint, if it has one. */
    endpoint: () => subscription?.endpoint,
    /** What the page passed to `pushManager.subscribe`, call by call. */
    subscribeCalls: () => [...subscribeCalls],
    restore() {
      delete globals.PushManager;
      if (notifications) delete globals.Notification;
      delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    },
  };
}

export type PushBrowser = ReturnType<typeof stubPushBrowser>;
