import { zodResolver } from '@hookform/resolvers/zod';
import {
  INVITATION_NAME_MAX,
  ZCreateInvitationLink,
  type TCreateInvitationLink,
  type TInvitationLink,
} from '@lw/contracts';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChipChoice } from '../../../components/ui/chip-choice';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { contractIssueMessage } from '../../../lib/use-zod-form';
import { CopyButton } from '../../deposit';
import {
  useCreateInvitationLink,
  useInvitationLinks,
  useUpdateInvitationLink,
} from '../api/invitations';
import { useQrCode } from '../lib/use-qr-code';

const KINDS = ['member', 'agent'] as const;

/** The sign-up address a code opens (the registration form reads ?affiliateCode=). */
function invitationUrl(code: string): string {
  return `${window.location.origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}

function QrImage({ text, label }: { text: string; label: string }) {
  const url = useQrCode(text);
  return url ? (
    <img className="agent-link__qr" src={url} alt={label} width={112} height={112} />
  ) : (
    <span className="agent-link__qr skeleton" aria-hidden="true" />
  );
}

function LinkRow({ link }: { link: TInvitationLink }) {
  const { t, i18n } = useTranslation('pages');
  const update = useUpdateInvitationLink();
  const [result, setResult] = useState<TResult>(null);
  const url = invitationUrl(link.code);
  const toggle = async () => {
    setResult(null);
    try {
      await update.mutateAsync({ id: link.id, enabled: !link.enabled });
    } catch (error) {
      setResult({ tone: 'error', text: errorText(error, i18n.language) });
    }
  };
  return (
    <li className="agent-link" data-testid={`invitation-${link.id}`}>
      <QrImage text={url} label={t('agentSite.links.qr', { name: link.name })} />
      <div className="agent-link__body">
        <p className="agent-link__name">
          <strong>{link.name}</strong>
          <span className="tag">{t(`agentSite.kind.${link.kind}`)}</span>
          <span className={link.enabled ? 'tag tag--success' : 'tag tag--danger'}>
            {link.enabled ? t('agentSite.links.enabled') : t('agentSite.links.disabled')}
          </span>
        </p>
        <p className="agent-link__fact">
          {t('agentSite.links.code')}: <code className="tabular">{link.code}</code>
          <CopyButton value={link.code} label={t('agentSite.links.code')} />
        </p>
        <p className="agent-link__fact agent-link__url">
          <span>{url}</span>
          <CopyButton value={url} label={t('agentSite.links.link')} />
        </p>
        <p className="agent-link__fact">
          {t('agentSite.links.signups')}: <strong className="tabular">{link.signups}</strong>
        </p>
        <ResultLine result={result} />
      </div>
      <Button
        variant={link.enabled ? 'outline' : 'secondary'}
        size="sm"
        loading={update.isPending}
        onClick={() => void toggle()}
      >
        {link.enabled ? t('agentSite.links.disable') : t('agentSite.links.enable')}
      </Button>
    </li>
  );
}

/**
 * The agent's invitation links (registerCenter): several named links, each for member or agent
 * sign-ups, with its code, address, QR code and sign-up count, switched on and off here.
 */
export function InvitationLinksCard() {
  const { t, i18n } = useTranslation('pages');
  const links = useInvitationLinks();
  const create = useCreateInvitationLink();
  const [result, setResult] = useState<TResult>(null);
  const form = useForm<TCreateInvitationLink>({
    resolver: zodResolver(ZCreateInvitationLink, { error: contractIssueMessage(i18n.language) }),
    defaultValues: { name: '', kind: 'member' },
  });
  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const link = await create.mutateAsync(values);
      form.reset();
      setResult({ tone: 'success', text: t('agentSite.links.created', { name: link.name }) });
    } catch (error) {
      setResult({ tone: 'error', text: errorText(error, i18n.language) });
    }
  });
  const ownCode = links.data?.ownCode ?? null;

  return (
    <section className="card" aria-labelledby="invitation-links-title">
      <h2 id="invitation-links-title" className="card__title">
        <Link2 size={20} aria-hidden="true" />
        {t('agentSite.links.title')}
      </h2>
      <p className="page__subtitle">{t('agentSite.links.text')}</p>
      {ownCode ? (
        <p className="agent-link__fact">
          {t('agentSite.links.ownCode')}: <code className="tabular">{ownCode}</code>
          <CopyButton value={invitationUrl(ownCode)} label={t('agentSite.links.link')} />
        </p>
      ) : null}
      <form className="agent-link-form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={t('agentSite.links.name')}
          maxLength={INVITATION_NAME_MAX}
          required
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <ChipChoice
              label={t('agentSite.open.kind')}
              options={KINDS}
              value={field.value}
              onChange={field.onChange}
              optionLabel={(kind) => t(`agentSite.kind.${kind}`)}
            />
          )}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('agentSite.links.create')}
        </Button>
      </form>
      <ResultLine result={result} />
      {links.isPending ? (
        <div className="skeleton agent-home__loading" aria-busy="true" />
      ) : links.isError ? (
        <ResultLine result={{ tone: 'error', text: errorText(links.error, i18n.language) }} />
      ) : links.data.items.length === 0 ? (
        <p className="page__subtitle">{t('agentSite.links.empty')}</p>
      ) : (
        <ul className="agent-links">
          {links.data.items.map((link) => (
            <LinkRow key={link.id} link={link} />
          ))}
        </ul>
      )}
    </section>
  );
}
