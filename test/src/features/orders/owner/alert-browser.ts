/** A notification the page showed. */
export interface ShownNotification {
  title: string;
  body?: string;
  tag?: string;
}

type Permission = NotificationPermission;

/**
 * The browser's side of the new-order alert, stubbed at its edge: Web Audio (each chime starts
 * one oscillator), the Notification API with its permission prompt, which waits for the test to
 * answer it, and the Permissions API, whose change event tells of the site's settings changing.
 * `restore` takes the stubs away again (jsdom has none of them).
 */
export function stubAlertBrowser(initial: Permission = 'default') {
  let chimes = 0;
  let permission = initial;
  let prompts = 0;
  let answerPrompt: ((answer: Permission) => void) | undefined;
  const shown: ShownNotification[] = [];
  const settings = Object.assign(new EventTarget(), { state: initial });

  const audioParam = {
    setValueAtTime: () => undefined,
    exponentialRampToValueAtTime: () => undefined,
  };
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      return {
        type: 'sine',
        frequency: audioParam,
        connect: () => undefined,
        start: () => {
          chimes += 1;
        },
        stop: () => undefined,
      };
    }
    createGain() {
      return { gain: audioParam, connect: () => undefined };
    }
    resume = () => Promise.resolve();
    close = () => Promise.resolve();
  }

  class FakeNotification {
    static get permission() {
      return permission;
    }
    static requestPermission() {
      prompts += 1;
      return new Promise<Permission>((resolve) => {
        answerPrompt = (answer) => {
          permission = answer === 'default' ? permission : answer;
          resolve(answer);
        };
      });
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions = {}) {
      shown.push({ title, body: options.body, tag: options.tag });
    }
    close() {}
  }

  const globals = window as unknown as Record<string, unknown>;
  globals.AudioContext = FakeAudioContext;
  globals.Notification = FakeNotification;
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: () => Promise.resolve(settings) },
  });

  return {
    /** Chimes played so far. */
    chimes: () => chimes,
    /** Notifications shown so far. */
    notifications: () => [...shown],
    /** Times the page asked for permission. */
    prompts: () => prompts,
    /** Whether the browser's prompt is open. */
    isPrompting: () => answerPrompt !== undefined,
    /** The person answers the prompt: allows, blocks or closes it ('default'). */
    answerPrompt(answer: Permission) {
      const respond = answerPrompt;
      if (!respond) throw new Error('The browser is not asking');
      answerPrompt = undefined;
      respond(answer);
    },
    /** The owner changes the site's notification setting in the browser. */
    changeSettings(next: Permission) {
      permission = next;
      settings.state = next;
      settings.dispatchEvent(new Event('change'));
    },
    restore() {
      delete globals.AudioContext;
      delete globals.Notification;
      delete (navigator as unknown as Record<string, unknown>).permissions;
    },
  };
}

export type AlertBrowser = ReturnType<typeof stubAlertBrowser>;
