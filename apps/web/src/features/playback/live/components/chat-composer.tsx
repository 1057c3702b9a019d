import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MAX_CHAT_MESSAGE } from '@studio/shared';
import { IconHandStop, IconSend } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../../components/ui/form-error';
import { apiErrorText } from '../../../../lib/error-handler';
import { useT } from '../../../../lib/i18n';
import { useSendChat } from '../api/send-chat';

/** The characters left are shown from this many on, as the limit nears. */
const COUNT_FROM = 50;

/** Writing in the chat: a message (Enter or Send) or a high five; the server's refusal above them. */
export const ChatComposer = ({ itemId, onSent }: { itemId: number; onSent: () => void }) => {
  const t = useT();
  const counterId = useId();
  const [text, setText] = useState('');
  const send = useSendChat(itemId);
  const left = MAX_CHAT_MESSAGE - text.length;
  const nearLimit = left <= COUNT_FROM;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (message === '' || send.isPending) return;
    send.mutate(
      { text: message },
      {
        onSuccess: () => {
          setText('');
          onSent();
        },
      },
    );
  };
  const highFive = () => send.mutate({ reaction: 'high_five' }, { onSuccess: onSent });

  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <FormError message={send.error ? apiErrorText(send.error) : null} />
        <TextInput
          aria-label={t('library.chat.label')}
          placeholder={t('library.chat.placeholder')}
          value={text}
          maxLength={MAX_CHAT_MESSAGE}
          autoComplete="off"
          aria-describedby={nearLimit ? counterId : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {nearLimit ? (
          <Text id={counterId} size="xs" c={left === 0 ? 'red.4' : 'gray.4'}>
            {t('library.chat.left', { count: left })}
          </Text>
        ) : null}
        <Group gap="xs" justify="flex-end">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconHandStop size={16} aria-hidden />}
            disabled={send.isPending}
            onClick={highFive}
          >
            {t('library.chat.highFive')}
          </Button>
          <Button
            type="submit"
            size="xs"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={send.isPending && send.variables?.text !== undefined}
            disabled={text.trim() === ''}
          >
            {t('library.chat.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
