import { PasswordInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../lib/i18n';
import { renderApp } from '../test/render';

describe('Providers', () => {
  afterEach(() => activateLocale('en'));

  it("says Mantine's own words in the active language: the password field's show/hide button", async () => {
    await activateLocale('pt-BR');
    // i18n-exempt: a test's field label
    renderApp(<PasswordInput label="Senha" />);
    expect(await screen.findByRole('button', { name: 'Mostrar ou ocultar a senha' })).toBeInTheDocument();
    await activateLocale('es');
    expect(
      await screen.findByRole('button', { name: 'Mostrar u ocultar la contraseña' }),
    ).toBeInTheDocument();
  });
});
