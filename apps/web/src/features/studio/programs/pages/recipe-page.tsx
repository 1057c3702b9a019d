import { Button, FileInput, Group, Image, Text, Title } from '@mantine/core';
import { RecipeInputSchema, type StudioRecipe } from '@studio/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
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
  const { form, formProps } = useConsoleForm({
    schema: RecipeInputSchema,
    defaults: recipeValues(recipe),
    mutation: useSaveRecipe(),
    variables: (input) => ({ id: recipe.id, input }),
    valuesOf: recipeValues,
    doneText: 'Changes saved.',
    fields: RECIPE_FIELDS,
  });
  return (
    <ConsoleForm
      {...formProps}
      title="Details"
      hint={
        recipe.origin === 'catalog'
          ? 'From the catalogue file: importing a file that names it replaces what you change here.'
          : undefined
      }
      submitLabel="Save changes"
    >
      <RecipeFields form={form} />
    </ConsoleForm>
  );
};

/** The picture: PNG, JPEG or WebP, re-encoded by the server. */
const PictureSection = ({ recipe }: { recipe: StudioRecipe }) => {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadRecipePicture(recipe.id);
  return (
    <ConsoleSection title="Picture">
      {recipe.image ? (
        <Image src={recipe.image} alt={`Picture of ${recipe.title}`} maw={320} radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          No picture yet.
        </Text>
      )}
      <FileInput
        label={recipe.image ? 'Replace the picture' : 'Picture'}
        description="PNG, JPEG or WebP, up to 10 MB"
        placeholder="Choose an image"
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
          Upload picture
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
  return (
    <DetailShell
      back={{ to: consolePaths.recipes, label: 'All recipes' }}
      loads={[{ what: 'This recipe', query: recipe }]}
      item={recipe.data}
    >
      {(r) => (
        <>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {r.title}
          </Title>
          <VisibilityButton
            hidden={r.hidden}
            note={r.hidden ? 'Members do not see this recipe.' : 'Members see this recipe.'}
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
