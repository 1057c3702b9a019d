import { Button, Group, Input, Stack, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useT } from '../../../../lib/i18n';
import { errorAt, type ProgramForm } from './program-weeks-editor';

/** The paragraphs of the buy page, each with a box the member ticks: written, added, removed. */
export const PurchaseParagraphsField = ({ form }: { form: ProgramForm }) => {
  const t = useT();
  return (
    <Controller
      control={form.control}
      name="purchase_paragraphs"
      render={({ field }) => {
        const paragraphs = field.value ?? [];
        return (
          <Input.Wrapper
            label={t('studioPrograms.paragraphs.label')}
            description={t('studioPrograms.paragraphs.hint')}
            error={errorAt(form.formState.errors, 'purchase_paragraphs')}
          >
            <Stack gap="xs" mt={4}>
              {paragraphs.map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph is its place in the list
                <Group key={i} align="flex-start" wrap="nowrap" gap="xs">
                  <Textarea
                    label={t('studioPrograms.paragraphs.paragraph', { number: i + 1 })}
                    autosize
                    minRows={1}
                    style={{ flex: 1 }}
                    value={text}
                    onChange={(event) =>
                      field.onChange(paragraphs.map((p, j) => (j === i ? event.currentTarget.value : p)))
                    }
                    error={errorAt(form.formState.errors, `purchase_paragraphs.${i}`)}
                  />
                  <Button
                    mt={24}
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('studioPrograms.paragraphs.removeN', { number: i + 1 })}
                    onClick={() => field.onChange(paragraphs.filter((_, j) => j !== i))}
                  >
                    {t('studioPrograms.paragraphs.remove')}
                  </Button>
                </Group>
              ))}
              <Button
                variant="default"
                size="compact-sm"
                w="fit-content"
                onClick={() => field.onChange([...paragraphs, ''])}
              >
                {t('studioPrograms.paragraphs.add')}
              </Button>
            </Stack>
          </Input.Wrapper>
        );
      }}
    />
  );
};
