import { createToaster } from '@chakra-ui/react/toast';

/**
 * The one toast store of the site. Remotes call `toaster.create(...)`; the shell renders the
 * single toast region (`SiteProvider`, which loads `./toast-region` when it is first needed). A
 * remote that created its own store would show nothing, because no region renders it.
 */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
});
