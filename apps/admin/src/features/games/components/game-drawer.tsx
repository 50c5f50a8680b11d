import { zodResolver } from '@hookform/resolvers/zod';
import { SHIPPED_LANGUAGES, type TAdminGame, type TAdminGameUpdate } from '@lw/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { applyServerIssues, zodErrorMap } from '../../../lib/validation';
import { useGameIcon, useUpdateGame } from '../api/use-games';
import { ImagePicker } from './image-picker';

/** '' = as the vendor says; otherwise forced on or off. */
const ZTristate = z.enum(['', 'on', 'off']);
const ZGameForm = z.object({
  th: z.string().trim().max(200),
  en: z.string().trim().max(200),
  zh: z.string().trim().max(200),
  sortOrder: z.union([z.literal(''), z.coerce.number().int().min(-100_000).max(100_000)]),
  hot: ZTristate,
  new: ZTristate,
  hidden: z.boolean(),
});
type TGameForm = z.input<typeof ZGameForm>;

const tristate = (v: boolean | null) => (v === null ? '' : v ? 'on' : 'off');
const fromTristate = (v: string) => (v === '' ? null : v === 'on');

/** Drawer with a game's overrides: names per language, order, hot, new, hidden, icon. */
export function GameDrawer({ game, onClose }: { game: TAdminGame; onClose: () => void }) {
  const { t, i18n } = useTranslation('games');
  const toast = useToast();
  const update = useUpdateGame();
  const icon = useGameIcon();
  const form = useForm<TGameForm>({
    resolver: zodResolver(ZGameForm, { error: zodErrorMap }) as never,
    defaultValues: {
      th: game.customNames?.th ?? '',
      en: game.customNames?.en ?? '',
      zh: game.customNames?.zh ?? '',
      sortOrder: game.sortOrder ?? '',
      hot: tristate(game.hotOverride),
      new: tristate(game.newOverride),
      hidden: game.hidden,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((raw) => {
    const v = ZGameForm.parse(raw);
    const names = Object.fromEntries(
      SHIPPED_LANGUAGES.map((lang) => [lang, v[lang]]).filter(([, name]) => name !== ''),
    );
    const body: TAdminGameUpdate = {
      customNames: Object.keys(names).length > 0 ? names : null,
      sortOrder: v.sortOrder === '' ? null : v.sortOrder,
      hotOverride: fromTristate(v.hot),
      newOverride: fromTristate(v.new),
      hidden: v.hidden,
    };
    update.mutate(
      { id: game.id, body },
      {
        onSuccess: () => {
          toast.success(t('games.saved', { code: game.gameCode }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
            applyServerIssues(error.details, form.setError);
          }
        },
      },
    );
  });

  const vendorName = (lang: string) => game.names[lang] ?? '';

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      title={game.customNames?.en || game.names.en || game.gameCode}
      description={`${game.vendor} · ${game.gameCode} · ${game.gameType}`}
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" form="game-form" variant="primary" loading={update.isPending}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id="game-form" className="form-stack" onSubmit={onSubmit} noValidate>
        {update.isError &&
          !(update.error instanceof ApiError && update.error.code === 'VALIDATION_ERROR') && (
            <Banner tone="danger">{apiErrorText(update.error, i18n.language)}</Banner>
          )}
        {!game.listed && <Banner tone="warning">{t('games.unlistedHint')}</Banner>}
        <h3 className="section-title">{t('games.customNames')}</h3>
        {SHIPPED_LANGUAGES.map((lang) => (
          <Field
            key={lang}
            label={t(`common:languageNames.${lang}`)}
            htmlFor={`game-name-${lang}`}
            hint={
              vendorName(lang)
                ? t('games.vendorName', { name: vendorName(lang) })
                : t('games.noVendorName')
            }
            errors={[errors[lang]?.message]}
          >
            <Input
              id={`game-name-${lang}`}
              lang={lang}
              invalid={!!errors[lang]}
              {...form.register(lang)}
            />
          </Field>
        ))}
        <div className="grid-2">
          <Field label={t('games.hot')} htmlFor="game-hot">
            <Select id="game-hot" {...form.register('hot')}>
              <option value="">
                {t('games.asVendor', { value: game.vendorHot ? t('yes') : t('no') })}
              </option>
              <option value="on">{t('yes')}</option>
              <option value="off">{t('no')}</option>
            </Select>
          </Field>
          <Field label={t('games.new')} htmlFor="game-new">
            <Select id="game-new" {...form.register('new')}>
              <option value="">
                {t('games.asVendor', { value: game.vendorNew ? t('yes') : t('no') })}
              </option>
              <option value="on">{t('yes')}</option>
              <option value="off">{t('no')}</option>
            </Select>
          </Field>
        </div>
        <div className="grid-2">
          <Field
            label={t('games.sortOrder')}
            htmlFor="game-order"
            hint={t('games.sortOrderHint')}
            errors={[errors.sortOrder?.message]}
          >
            <Input
              id="game-order"
              type="number"
              invalid={!!errors.sortOrder}
              {...form.register('sortOrder')}
            />
          </Field>
          <Field label={t('games.visibility')} htmlFor="game-hidden">
            <Select
              id="game-hidden"
              value={form.watch('hidden') ? 'hidden' : 'shown'}
              onChange={(e) =>
                form.setValue('hidden', e.target.value === 'hidden', { shouldDirty: true })
              }
            >
              <option value="shown">{t('games.shown')}</option>
              <option value="hidden">{t('games.hidden')}</option>
            </Select>
          </Field>
        </div>
      </form>
      <section className="form-stack">
        <h3 className="section-title">{t('games.icon')}</h3>
        <ImagePicker
          label={t('games.icon')}
          src={game.iconUrl}
          custom={game.customIconUrl !== null}
          pending={icon.isPending}
          error={icon.isError ? apiErrorText(icon.error, i18n.language) : undefined}
          onPick={(file) => icon.mutate({ id: game.id, file })}
        />
      </section>
    </Modal>
  );
}
