import { Stack } from '@chakra-ui/react/stack';
import {
  Toaster as ChakraToaster,
  ToastCloseTrigger,
  ToastDescription,
  ToastIndicator,
  ToastRoot,
  ToastTitle,
  createToaster,
} from '@chakra-ui/react/toast';

/**
 * The one toast store of the site. Remotes call `toaster.create(...)`; the shell renders the
 * single `<Toaster/>` (inside `SiteProvider`). A remote that created its own store would show
 * nothing, because no region renders it.
 */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
});

export function Toaster() {
  return (
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
    </ChakraToaster>
  );
}
