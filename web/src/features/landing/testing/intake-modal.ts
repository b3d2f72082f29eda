import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { enterText } from '../../../test/user-input';

/** The contact person every test of the public modals fills in. */
export const VISITOR = { name: 'Vera Visitor', email: 'vera.visitor@example.com', phone: '555-123-4567' } as const;

/** Opens a public modal with its button on the landing page and waits until its form is there. */
export async function openIntakeModal(
  user: UserEvent,
  texts: { readonly opener: string; readonly title: string; readonly submit: string },
): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: texts.opener }));
  const dialog = await screen.findByRole('dialog', { name: texts.title });
  await within(dialog).findByRole('button', { name: texts.submit });
  return dialog;
}

/** Fills the modal's contact inputs with the visitor's details. */
export async function enterVisitorContact(
  user: UserEvent,
  fields: { readonly name: HTMLElement; readonly email: HTMLElement; readonly phone: HTMLElement },
): Promise<void> {
  await enterText(user, fields.name, VISITOR.name);
  await enterText(user, fields.email, VISITOR.email);
  await enterText(user, fields.phone, VISITOR.phone);
}
