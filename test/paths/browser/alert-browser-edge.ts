import type { Page } from 'playwright-core';

/** What the page has chimed and notified, and the prompt it has open, as the edge records it. */
interface AlertRecord {
  chimes: number;
  shown: string[];
  /** The counts when the step began. */
  mark: { chimes: number; shown: number };
  /** Answers the open prompt; null while the browser is not asking. */
  answer: ((permission: NotificationPermission) => void) | null;
  /** Whether a click is being dispatched now. */
  clicking: boolean;
  /** The audio contexts the page made, and those started or resumed in a click. */
  contexts: BaseAudioContext[];
  unlocked: WeakSet<BaseAudioContext>;
}

type AlertWindow = Window & { pathsAlerts: AlertRecord };

/**
 * The browser's side of the new-order alert, at its edge, as the jsdom runner's stubAlertBrowser
 * has it: before the app's first script, each chime (an oscillator started) and each system
 * notification is recorded, while the real Web Audio and Notification API do them; the
 * permission prompt, which a headless browser cannot show a person, waits for the path to answer
 * it; and, as in a browser that lets a page sound only from a click, whether a click started or
 * resumed the page's sound. The site's setting itself is the browser's (see
 * `setNotificationSetting`).
 */
export async function recordAlertBrowser(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // No class, no named function here: tsx names them with a helper the page does not have.
    const alerts: AlertRecord = {
      chimes: 0,
      shown: [],
      mark: { chimes: 0, shown: 0 },
      answer: null,
      clicking: false,
      contexts: [],
      unlocked: new WeakSet(),
    };
    Object.assign(window, { pathsAlerts: alerts });
    // Sound as a browser has it that lets a page sound only from audio it started or resumed in
    // a click (as Safari does), whatever this one's own policy: a context is told suspended until
    // then. The page's click handlers run between these two listeners.
    window.addEventListener('click', () => Object.assign(alerts, { clicking: true }), true);
    window.addEventListener('click', () => Object.assign(alerts, { clicking: false }));
    const stateOf = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, 'state')!.get!;
    const told: PropertyDescriptor = { configurable: true };
    told.get = function (this: BaseAudioContext) {
      return alerts.unlocked.has(this) ? stateOf.call(this) : 'suspended';
    };
    Object.defineProperty(BaseAudioContext.prototype, 'state', told);
    const resume = AudioContext.prototype.resume;
    AudioContext.prototype.resume = function (this: AudioContext) {
      if (alerts.clicking) alerts.unlocked.add(this);
      return resume.call(this);
    };
    const making: ProxyHandler<typeof AudioContext> = {};
    making.construct = (real, args: [AudioContextOptions?]) => {
      const made = new real(...args);
      alerts.contexts.push(made);
      if (alerts.clicking) alerts.unlocked.add(made);
      return made;
    };
    Object.assign(window, { AudioContext: new Proxy(AudioContext, making) });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      alerts.chimes += 1;
      return start.call(this, when);
    };
    Notification.requestPermission = () =>
      new Promise((resolve) => {
        alerts.answer = (permission) => {
          alerts.answer = null;
          resolve(permission);
        };
      });
    const recording: ProxyHandler<typeof Notification> = {};
    recording.construct = (real, [title, options]: [string, NotificationOptions?]) => {
      alerts.shown.push(title);
      return new real(title, options);
    };
    // The API's static members are read off the real one, not through the proxy.
    recording.get = (real, key) => Reflect.get(real, key);
    const recorded = new Proxy(Notification, recording);
    Object.assign(window, { Notification: recorded });
  });
}

/** Marks the step's start: a state hears only the chimes and sees only the notifications of its step. */
export const markAlertStep = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const alerts = (window as unknown as AlertWindow).pathsAlerts;
    alerts.mark = { chimes: alerts.chimes, shown: alerts.shown.length };
  });

/**
 * The chimes and notifications since the step began, whether the page's sound has been unlocked
 * by a click, and whether the prompt is open.
 */
export const alertsSinceStep = (page: Page) =>
  page.evaluate(() => {
    const alerts = (window as unknown as AlertWindow).pathsAlerts;
    return {
      chimes: alerts.chimes - alerts.mark.chimes,
      soundUnlocked: alerts.contexts.some((context) => alerts.unlocked.has(context)),
      notifications: alerts.shown.slice(alerts.mark.shown),
      prompting: alerts.answer !== null,
    };
  });

/** The person answers the open prompt: allows, blocks or closes it ('default'). */
export async function answerPrompt(page: Page, answer: NotificationPermission): Promise<void> {
  // The browser keeps an answer as the site's setting before the page hears it.
  if (answer !== 'default') await setNotificationSetting(page, answer);
  const answered = await page.evaluate((permission) => {
    const alerts = (window as unknown as AlertWindow).pathsAlerts;
    if (!alerts.answer) return false;
    alerts.answer(permission);
    return true;
  }, answer);
  if (!answered) throw new Error('The browser is not asking');
}

/**
 * The site's notification setting in the browser, as the owner changes it there: the page hears
 * of it through the Permissions API's change event. Playwright grants but cannot deny, so a block
 * goes through the DevTools protocol, for this context only.
 */
export async function setNotificationSetting(
  page: Page,
  setting: 'granted' | 'denied',
): Promise<void> {
  const origin = new URL(page.url()).origin;
  if (setting === 'granted') {
    await page.context().grantPermissions(['notifications'], { origin });
    return;
  }
  const session = await page.context().newCDPSession(page);
  try {
    const { targetInfo } = await session.send('Target.getTargetInfo');
    await session.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting,
      origin,
      browserContextId: targetInfo.browserContextId,
    });
  } finally {
    await session.detach();
  }
}
