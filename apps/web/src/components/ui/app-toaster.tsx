import { messages } from '@cuidar/domain/messages';
import { Toaster } from 'sonner';

/** The one place toasts appear: in the app (RootLayout) and, when an island needs it, on a public page. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      customAriaLabel={messages.live.toasterLabel}
      toastOptions={{ duration: 5000, closeButtonAriaLabel: messages.live.closeToast }}
    />
  );
}
