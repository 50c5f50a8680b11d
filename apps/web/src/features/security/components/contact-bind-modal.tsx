import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';

/** The dialog of a contact binding: an intro, the contact and code fields, the notice, submit. */
export function ContactBindModal({
  open,
  onClose,
  title,
  intro,
  submitLabel,
  notice,
  busy,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  submitLabel: string;
  notice: TNotice;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The contact field and the code field. */
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm" className="auth-modal">
      <p className="auth-form__intro">{intro}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" block loading={busy}>
          {submitLabel}
        </Button>
      </form>
    </Modal>
  );
}
