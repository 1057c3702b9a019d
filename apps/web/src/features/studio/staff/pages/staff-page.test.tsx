import { studioMessages, studioPaths } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import {
  bodiesOf,
  expectDone,
  fill,
  findForm,
  refusal,
  renderConsolePage,
  submitRefused,
} from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aStaffMember } from '../testing';
import { StaffPage } from './staff-page';

const grant = `PUT ${studioPaths.staff}`;
const cora = aStaffMember({
  id: 8,
  name: 'Cora',
  last_name: 'Coach',
  email: 'cora@example.com',
  role: 'coach',
});

const open = (answer: Parameters<typeof stubFetch>[0][string]) => {
  const stub = stubFetch({
    [`GET ${studioPaths.staff}`]: { body: { staff: [aStaffMember()] } },
    [grant]: answer,
  });
  renderConsolePage(<StaffPage />, { at: consolePaths.staff });
  return stub;
};

describe('StaffPage', () => {
  it('lists the staff with their roles', async () => {
    open({ body: cora });
    const table = await screen.findByRole('table', { name: 'Staff' });
    expect(await within(table).findByRole('row', { name: /olive@example.com/ })).toHaveTextContent(
      'Olive Ownerolive@example.comowner',
    );
  });

  it('gives the role chosen to the e-mail typed and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open({ body: cora });
    const form = await findForm('Give a role');
    await fill(user, within(form).getByLabelText('E-mail'), 'cora@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save role' }));
    await expectDone(form, 'cora@example.com is now coach.');
    expect(bodiesOf(calls, grant)).toEqual([{ email: 'cora@example.com', role: 'coach' }]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open(refusal('email', inEnglish(studioMessages.noSuchMember)));
    const form = await findForm('Give a role');
    await submitRefused(user, form, {
      label: 'E-mail',
      text: 'nobody@example.com',
      submit: 'Save role',
      message: inEnglish(studioMessages.noSuchMember),
    });
  });
});
