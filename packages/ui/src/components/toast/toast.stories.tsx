import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { CopyIcon } from '../icons';
import { AppToaster } from './app-toaster';
import { notify } from './notify';

function ToastPlayground({ message }: { message: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <AppToaster />
      <Button onClick={() => notify.success(message)}>Sucesso</Button>
      <Button variant="basic" onClick={() => notify.warning('Não encontrado.')}>
        Aviso
      </Button>
      <Button variant="danger" onClick={() => notify.error('Falha ao criar usuário')}>
        Erro
      </Button>
      <Button variant="ghost" onClick={() => notify.info('Senha copiada')}>
        Informação
      </Button>
      <Button
        variant="basic"
        onClick={() =>
          notify.success(
            (t) => (
              <span className="flex items-center gap-2">
                Motorista criado. Senha: 4F7K2Q
                <Button size="sm" variant="basic" onClick={() => notify.info('Senha copiada', { id: t.id })}>
                  <CopyIcon className="size-4" />
                  Copiar senha
                </Button>
              </span>
            ),
            { duration: Number.POSITIVE_INFINITY },
          )
        }
      >
        Sem fechar sozinho
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toasts',
  component: ToastPlayground,
  tags: ['autodocs'],
  args: { message: 'Usuário criado com sucesso' },
} satisfies Meta<typeof ToastPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LongMessage: Story = {
  args: {
    message:
      'Algum campo foi preenchido incorretamente ou está vazio, tente novamente. Verifique o CPF, o e-mail e o cliente vinculado.',
  },
};
