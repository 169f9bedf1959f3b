import type { ComponentType } from 'react';
import { ErrorBox } from '@frota/ui';

/**
 * What the engine's forms show in place of an RJSF part the schema format never produces (arrays, oneOf,
 * additional properties...): a visible message naming the part, not a crash. `generate` refuses such schemas,
 * so only a hand-made form can reach one.
 */
export function unsupportedPart<P extends object>(part: string): ComponentType<P> {
  function UnsupportedPart() {
    return <ErrorBox messages={[`O formulário usa ${part}, que o engine não implementa.`]} />;
  }
  UnsupportedPart.displayName = `Unsupported(${part})`;
  return UnsupportedPart;
}
