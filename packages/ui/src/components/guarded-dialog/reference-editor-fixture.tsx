import { useState } from 'react';
import { Button } from '../button';
import { Field } from '../field';
import { TextInput } from '../text-input';
import { GuardedDialog, type GuardedDialogProps } from './guarded-dialog';

export type ReferenceEditorProps = Pick<
  GuardedDialogProps,
  'title' | 'size' | 'confirmMessage' | 'onClose'
> & {
  /** The saved name; the dialog is dirty once the field differs from it. */
  initialName: string;
};

/** Story fixture: a reference form in a GuardedDialog, open at first, with a guarded Cancelar and a Salvar. */
export function ReferenceEditor({ initialName, onClose, ...props }: ReferenceEditorProps) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState(initialName);
  const close = () => {
    setOpen(false);
    setName(initialName);
    onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Editar referência</Button>
      <GuardedDialog
        {...props}
        open={open}
        onClose={close}
        dirty={name !== initialName}
        footer={(requestClose) => (
          <>
            <Button variant="basic" onClick={requestClose}>
              Cancelar
            </Button>
            <Button onClick={close}>Salvar</Button>
          </>
        )}
      >
        <Field label="Nome" htmlFor="reference-name" required>
          <TextInput
            id="reference-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-autofocus
          />
        </Field>
      </GuardedDialog>
    </>
  );
}
