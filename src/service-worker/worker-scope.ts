/**
 * The parts of a service worker's global scope this worker uses. TypeScript's "WebWorker" library
 * declares them, but it cannot be loaded beside "DOM" in one program (the pages'), so the few
 * shapes are written out here; DOM already declares the registration, subscriptions and
 * notifications.
 */

export interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

export interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

export interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

/** A tab or installed window of the app, as the worker sees it. */
export interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  postMessage(message: unknown): void;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}

export interface Clients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
  claim(): Promise<void>;
}

/** Options Chromium honours beyond DOM's NotificationOptions. */
export interface WorkerNotificationOptions extends NotificationOptions {
  /** Alert again when a notification replaces one with the same tag. */
  renotify?: boolean;
}

export interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  readonly location: Location;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(
    type: 'pushsubscriptionchange',
    listener: (event: PushSubscriptionChangeEvent) => void,
  ): void;
  skipWaiting(): Promise<void>;
}
