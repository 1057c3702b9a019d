import { Button, FileInput, Group, Image, Text, Title } from '@mantine/core';
import { RecipeInputSchema, type StudioRecipe } from '@studio/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../../lib/i18n';
import { ItemFilters } from '../../catalogue/components/item-filters';
import { ConsoleForm } from '../../shared/components/console-form';
import { ConsoleSection } from '../../shared/components/console-section';
import { DetailShell } from '../../shared/components/detail-shell';
import { VisibilityButton } from '../../shared/components/visibility';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { consolePaths } from '../../studio-paths';
import { useRecipe, useSaveRecipe, useSetRecipeHidden, useUploadRecipePicture } from '../api/recipes';
import { RECIPE_FIELDS, RecipeFields, recipeValues } from '../components/recipe-fields';

const EditRecipe = ({ recipe }: { recipe: StudioRecipe }) => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: RecipeInputSchema,
    defaults: recipeValues(recipe),
    mutation: useSaveRecipe(),
    variables: (input) => ({ id: recipe.id, input }),
    valuesOf: recipeValues,
    doneText: t('studioPrograms.program.saved'),
    fields: RECIPE_FIELDS,
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('studioPrograms.recipe.details')}
      hint={recipe.origin === 'catalog' ? t('studioPrograms.recipe.fromCatalog') : undefined}
      submitLabel={t('studioPrograms.form.save')}
    >
      <RecipeFields form={form} />
    </ConsoleForm>
  );
};

/** The picture: PNG, JPEG or WebP, re-encoded by the server. */
const PictureSection = ({ recipe }: { recipe: StudioRecipe }) => {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadRecipePicture(recipe.id);
  const t = useT();
  return (
    <ConsoleSection title={t('studioPrograms.recipe.picture')}>
      {recipe.image ? (
        <Image
          src={recipe.image}
          alt={t('studioPrograms.recipe.pictureOf', { title: recipe.title })}
          maw={320}
          radius="sm"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('studioPrograms.recipe.noPicture')}
        </Text>
      )}
      <FileInput
        label={recipe.image ? t('studioPrograms.recipe.replacePicture') : t('studioPrograms.recipe.picture')}
        description={t('studioPrograms.recipe.pictureHint')}
        placeholder={t('studioPrograms.recipe.chooseImage')}
        accept="image/png,image/jpeg,image/webp"
        value={file}
        onChange={setFile}
        clearable
        disabled={upload.isPending}
        error={upload.error?.message}
      />
      <Group>
        <Button
          onClick={() => file && upload.mutate(file, { onSuccess: () => setFile(null) })}
          disabled={!file}
          loading={upload.isPending}
        >
          {t('studioPrograms.recipe.upload')}
        </Button>
      </Group>
    </ConsoleSection>
  );
};

/** One recipe (issue 17, coach): whether members see it, its picture and its details. */
export const RecipePage = () => {
  const id = Number(useParams().id);
  const recipe = useRecipe(id);
  const setHidden = useSetRecipeHidden(id);
  const t = useT();
  return (
    <DetailShell
      back={{ to: consolePaths.recipes, label: t('studioPrograms.recipe.back') }}
      loads={[{ what: t('studioPrograms.recipe.loadWhat'), query: recipe }]}
      item={recipe.data}
    >
      {(r) => (
        <>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {r.title}
          </Title>
          <VisibilityButton
            hidden={r.hidden}
            note={r.hidden ? t('studioPrograms.recipe.hiddenNote') : t('studioPrograms.recipe.shownNote')}
            toggle={setHidden}
          />
          <PictureSection recipe={r} />
          <EditRecipe key={r.id} recipe={r} />
          <ItemFilters key={`filters-${r.id}`} itemId={r.id} store="nutrition" />
        </>
      )}
    </DetailShell>
  );
};
