import { Stack } from '@chakra-ui/react/stack';
import {
  Toaster,
  ToastCloseTrigger,
  ToastDescription,
  ToastIndicator,
  ToastRoot,
  ToastTitle,
} from '@chakra-ui/react/toast';
import { toaster } from './toaster';

/**
 * Where the toasts of `toaster` appear. A chunk of its own: its state machines and parts were a
 * large share of the Chakra, Ark and Zag code every page downloaded, and no page needs them for
 * its first render (decision 010).
 */
export default function ToastRegion() {
  return (
    <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <ToastRoot width={{ md: 'sm' }}>
          <ToastIndicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title ? <ToastTitle>{toast.title}</ToastTitle> : null}
            {toast.description ? <ToastDescription>{toast.description}</ToastDescription> : null}
          </Stack>
          <ToastCloseTrigger aria-label="Dismiss notification" />
        </ToastRoot>
      )}
    </Toaster>
  );
}
