import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';
import { wantToaster } from './toaster-wanted';

type Message = ValueOrFunction<Renderable, Toast>;

function show(raise: (toast: typeof import('react-hot-toast').default) => void): void {
  wantToaster();
  void import('react-hot-toast').then((module) => raise(module.default));
}

/**
 * react-hot-toast's `toast`, `toast.success` and `toast.error` for code that runs on pages every
 * visitor opens: the library and the toaster load with the first toast, so visitors who never see
 * one do not download them. The toast shows a moment later than a direct call's would.
 */
export const toastSoon = Object.assign(
  (message: Message, options?: ToastOptions) => show((toast) => toast(message, options)),
  {
    success: (message: Message, options?: ToastOptions) =>
      show((toast) => toast.success(message, options)),
    error: (message: Message, options?: ToastOptions) =>
      show((toast) => toast.error(message, options)),
  },
);
