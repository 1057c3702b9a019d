import {
  Anchor,
  Button,
  FileInput,
  Group,
  Image,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  INVITE_REWARD_LIMITS,
  InviteRewardsSchema,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  MAX_STOREFRONT_ENTRIES,
  type StorefrontContentInput,
  StorefrontContentSchema,
  type StorefrontSettings,
  storefrontPaths,
} from '@studio/shared';
import { type ReactNode, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { LoadError } from '../../../../components/ui/load-error';
import { NewTabHint } from '../../../../components/ui/new-tab-hint';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { NumberField } from '../../shared/components/number-field';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import {
  useHeroImage,
  usePreview,
  useSaveInviteRewards,
  useSaveStorefront,
  useStorefrontSettings,
} from '../api/storefront';

const LANGUAGES = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

type Texts = Partial<Record<Locale, string>>;
/** A text's languages that were written (a field shown once and left empty says nothing). */
const written = (texts: Texts | undefined): Texts =>
  Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text?.trim()));

/** Every language's field of a text, empty where none is written (the form's inputs hold ""). */
const everyLanguage = (texts: Texts | undefined): Texts =>
  Object.fromEntries(LOCALES.map((locale) => [locale, texts?.[locale] ?? '']));

/** The content as the form holds it: each text in every language. */
const held = (content: StorefrontContentInput): StorefrontContentInput => ({
  ...content,
  hero_title: everyLanguage(content.hero_title),
  hero_lead: everyLanguage(content.hero_lead),
  faq: (content.faq ?? []).map((entry) => ({
    question: everyLanguage(entry.question),
    answer: everyLanguage(entry.answer),
  })),
});

/** The content as the server should keep it: only the texts written. */
const sent = (content: StorefrontContentInput): StorefrontContentInput => ({
  ...content,
  hero_title: written(content.hero_title),
  hero_lead: written(content.hero_lead),
  faq: (content.faq ?? []).map((entry) => ({
    question: written(entry.question),
    answer: written(entry.answer),
  })),
});

/** One question, or one member's words, in its own group with its remove button. */
const Entry = ({
  label,
  removeLabel,
  onRemove,
  children,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) => (
  <Paper withBorder p="sm" component="fieldset" aria-label={label}>
    <Stack gap="xs">
      {children}
      <Group>
        <Button variant="subtle" color="red" onClick={onRemove}>
          {removeLabel}
        </Button>
      </Group>
    </Stack>
  </Paper>
);

/** The landing page's words, questions, members' words, featured programs, and the root (issue 38). */
const ContentForm = ({ settings }: { settings: StorefrontSettings }) => {
  const t = useT();
  const [language, setLanguage] = useState<Locale>(LOCALES[0]);
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const preview = usePreview();
  const { form, formProps } = useConsoleForm({
    schema: StorefrontContentSchema,
    defaults: held(settings.content),
    mutation: useSaveStorefront(),
    variables: sent,
    valuesOf: (saved) => held(saved.content),
    doneText: t('settings.storefront.saved'),
  });
  const faq = useFieldArray({ control: form.control, name: 'faq' });
  const said = useFieldArray({ control: form.control, name: 'testimonials' });
  const languageName = LOCALE_NAMES[language];

  return (
    <Stack gap="md">
      <ConsoleForm
        {...formProps}
        title={t('settings.storefront.contentTitle')}
        hint={t('settings.storefront.contentHint')}
        submitLabel={t('settings.storefront.save')}
      >
        <SegmentedControl
          // Three languages named in themselves do not fit side by side on a phone.
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth
          aria-label={t('settings.storefront.textsLanguage')}
          value={language}
          onChange={(value) => setLanguage(value as Locale)}
          data={LANGUAGES}
        />
        <TextInput
          key={`title-${language}`}
          label={t('settings.storefront.heroTitle', { language: languageName })}
          {...form.register(`hero_title.${language}`)}
          error={form.errors.hero_title?.[language]?.message ?? form.errors.hero_title?.message}
        />
        <Textarea
          key={`lead-${language}`}
          label={t('settings.storefront.heroLead', { language: languageName })}
          autosize
          minRows={2}
          {...form.register(`hero_lead.${language}`)}
          error={form.errors.hero_lead?.[language]?.message ?? form.errors.hero_lead?.message}
        />

        <Title order={3} size="h5">
          {t('settings.storefront.faq')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.storefront.faqHint')}
        </Text>
        {faq.fields.map((field, i) => (
          <Entry
            key={field.id}
            label={t('settings.storefront.question', { n: i + 1 })}
            removeLabel={t('settings.storefront.removeQuestion', { n: i + 1 })}
            onRemove={() => faq.remove(i)}
          >
            <TextInput
              label={t('settings.storefront.questionText', { n: i + 1, language: languageName })}
              {...form.register(`faq.${i}.question.${language}`)}
              error={form.errors.faq?.[i]?.question?.[language]?.message}
            />
            <Textarea
              label={t('settings.storefront.answerText', { n: i + 1, language: languageName })}
              autosize
              minRows={2}
              {...form.register(`faq.${i}.answer.${language}`)}
              error={form.errors.faq?.[i]?.answer?.[language]?.message}
            />
          </Entry>
        ))}
        {form.errors.faq?.message ? (
          <Text size="sm" c="red">
            {form.errors.faq.message}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            disabled={faq.fields.length >= MAX_STOREFRONT_ENTRIES}
            onClick={() => faq.append({ question: everyLanguage({}), answer: everyLanguage({}) })}
          >
            {t('settings.storefront.addQuestion')}
          </Button>
        </Group>

        <Title order={3} size="h5">
          {t('settings.storefront.testimonials')}
        </Title>
        {said.fields.map((field, i) => (
          <Entry
            key={field.id}
            label={t('settings.storefront.testimonial', { n: i + 1 })}
            removeLabel={t('settings.storefront.removeTestimonial', { n: i + 1 })}
            onRemove={() => said.remove(i)}
          >
            <Textarea
              label={t('settings.storefront.quote', { n: i + 1 })}
              autosize
              minRows={2}
              {...form.register(`testimonials.${i}.quote`)}
              error={form.errors.testimonials?.[i]?.quote?.message}
            />
            <TextInput
              label={t('settings.storefront.quoteName', { n: i + 1 })}
              {...form.register(`testimonials.${i}.name`)}
              error={form.errors.testimonials?.[i]?.name?.message}
            />
          </Entry>
        ))}
        <Group>
          <Button
            variant="light"
            disabled={said.fields.length >= MAX_STOREFRONT_ENTRIES}
            onClick={() => said.append({ quote: '', name: '' })}
          >
            {t('settings.storefront.addTestimonial')}
          </Button>
        </Group>

        <Controller
          control={form.control}
          name="featured_program_ids"
          render={({ field }) => (
            <MultiSelect
              label={t('settings.storefront.featured')}
              description={t('settings.storefront.featuredHint')}
              data={settings.programs.map((program) => ({ value: String(program.id), label: program.title }))}
              value={(field.value ?? []).map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              error={form.errors.featured_program_ids?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="root_storefront"
          render={({ field }) => (
            <Switch
              label={t('settings.storefront.root')}
              description={t('settings.storefront.rootHint')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              name={field.name}
            />
          )}
        />
        <Group>
          <Button
            variant="default"
            loading={preview.isPending}
            onClick={() =>
              preview.mutate({ content: sent(form.getValues() as StorefrontContentInput), locale: language })
            }
          >
            {t('settings.storefront.preview', { language: languageName })}
          </Button>
          <Anchor href={storefrontPaths.landing} target="_blank" rel="noopener">
            {t('settings.storefront.open')}
            <NewTabHint />
          </Anchor>
        </Group>
      </ConsoleForm>
      {preview.error ? (
        <Text c="red" role="alert">
          {preview.error.message}
        </Text>
      ) : null}
      {preview.data ? (
        <Paper withBorder component="section" aria-label={t('settings.storefront.previewTitle')}>
          <iframe
            title={t('settings.storefront.previewTitle')}
            srcDoc={preview.data.html}
            sandbox=""
            style={{ width: '100%', height: 640, border: 0 }}
          />
        </Paper>
      ) : null}
    </Stack>
  );
};

/** The hero picture: uploaded (JPEG, PNG or WebP), shown, taken away. */
const HeroImage = ({ settings }: { settings: StorefrontSettings }) => {
  const t = useT();
  const hero = useHeroImage();
  const [file, setFile] = useState<File | null>(null);
  return (
    <Paper withBorder p="md" component="section" aria-label={t('settings.storefront.heroImage')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('settings.storefront.heroImage')}
        </Title>
        {settings.hero_image ? (
          <Image src={settings.hero_image} alt={t('settings.storefront.heroImageNow')} w={320} radius="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.storefront.noHeroImage')}
          </Text>
        )}
        <FileInput
          label={t('settings.storefront.heroImageFile')}
          accept="image/jpeg,image/png,image/webp"
          value={file}
          onChange={setFile}
          clearable
          error={hero.error?.message}
        />
        <Group>
          <Button
            disabled={!file}
            loading={hero.isPending}
            onClick={() => hero.mutate(file, { onSuccess: () => setFile(null) })}
          >
            {t('settings.storefront.upload')}
          </Button>
          {settings.hero_image ? (
            <Button variant="subtle" color="red" disabled={hero.isPending} onClick={() => hero.mutate(null)}>
              {t('settings.storefront.removeHeroImage')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
};

/**
 * What an invite gives (decision 0047): the inviter's free months and the friend's discount once
 * the friend's first paid charge settles, and how many rewards one member may earn in a month.
 */
const InviteRewardsForm = ({ settings }: { settings: StorefrontSettings }) => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: InviteRewardsSchema,
    defaults: settings.invite_rewards,
    mutation: useSaveInviteRewards(),
    valuesOf: (saved) => saved.invite_rewards,
    doneText: t('settings.invite.saved'),
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('settings.invite.title')}
      hint={t('settings.invite.hint')}
      submitLabel={t('settings.invite.save')}
    >
      <NumberField
        control={form.control}
        name="months"
        label={t('settings.invite.months')}
        max={INVITE_REWARD_LIMITS.months}
        error={form.errors.months?.message}
      />
      <NumberField
        control={form.control}
        name="discount_percent"
        label={t('settings.invite.discount')}
        max={INVITE_REWARD_LIMITS.discountPercent}
        error={form.errors.discount_percent?.message}
      />
      <NumberField
        control={form.control}
        name="monthly_cap"
        label={t('settings.invite.cap')}
        max={INVITE_REWARD_LIMITS.monthlyCap}
        error={form.errors.monthly_cap?.message}
      />
    </ConsoleForm>
  );
};

/**
 * The storefront in the console (issue 38, owner): what visitors read on the landing page, in each
 * language, with a preview before it is saved. Free samples are chosen on each workout.
 */
export const StorefrontPage = () => {
  const t = useT();
  const settings = useStorefrontSettings();
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t('settings.storefront.title')}
      </Title>
      {settings.isError ? (
        <LoadError
          what={t('settings.storefront.loadWhat')}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : settings.data ? (
        <>
          <ContentForm settings={settings.data} />
          <HeroImage settings={settings.data} />
          <InviteRewardsForm settings={settings.data} />
        </>
      ) : null}
    </Stack>
  );
};
