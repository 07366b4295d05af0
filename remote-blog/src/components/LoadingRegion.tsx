import { Flex, Spinner } from '@site/ui';

/** A spinner that holds the space of what is loading, announced to screen readers. */
export function LoadingRegion({ label, minH = '24rem' }: { label: string; minH?: string }) {
  return (
    <Flex role="status" aria-label={label} minH={minH} alignItems="center" justifyContent="center">
      <Spinner size="xl" color="brand.700" borderWidth="4px" />
    </Flex>
  );
}
