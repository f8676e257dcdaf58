import { Fragment } from 'react';

/**
 * An e-mail address that, when it does not fit its column, breaks after its @ or a dot
 * ("student@ / ptlogbook.test"), not between two letters ("student@ptlogbook.tes / t").
 */
export function BreakableAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never move: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
