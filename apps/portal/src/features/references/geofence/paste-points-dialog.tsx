import { useId, useState } from 'react';
import { parsePointList, type GeoPoint } from '@frota/domain';
import { Button, Dialog, ErrorBox, Field, fieldDescribedBy, Textarea } from '@frota/ui';
import { GEOFENCE_MESSAGES as M } from './geofence-messages.ts';

export interface PastePointsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the pasted points, in order, only when every line was read. */
  onReplace: (points: GeoPoint[]) => void;
  /** How many points the pasted list replaces, said in the description. */
  currentCount: number;
}

/**
 * Pastes a list of points (from a spreadsheet, a KML converted by hand, another reference) over the current ones.
 * Nothing is replaced while a line cannot be read: the dialog lists the lines to fix.
 */
export function PastePointsDialog({ open, onClose, onReplace, currentCount }: PastePointsDialogProps) {
  const textId = useId();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  function close() {
    setText('');
    setErrors([]);
    onClose();
  }

  function replace() {
    const parsed = parsePointList(text);
    if (parsed.errors.length > 0) return setErrors(parsed.errors);
    onReplace(parsed.points);
    close();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={M.paste}
      description={currentCount > 0 ? M.pasteReplaces(currentCount) : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {M.cancel}
          </Button>
          <Button disabled={text.trim() === ''} onClick={replace}>
            {M.replace}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <Field label={M.pasteLabel} htmlFor={textId} hint={M.pasteHint}>
          <Textarea
            id={textId}
            data-autofocus
            rows={8}
            className="font-mono"
            value={text}
            invalid={errors.length > 0}
            aria-describedby={fieldDescribedBy(textId, { hint: M.pasteHint })}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setErrors([]);
            }}
          />
        </Field>
        <ErrorBox messages={errors} />
      </div>
    </Dialog>
  );
}
