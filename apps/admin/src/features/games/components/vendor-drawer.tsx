import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZAdminVendorCreate,
  ZVendorCode,
  type TAdminVendor,
  type TAdminVendorUpdate,
} from '@lw/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SecretInput } from '../../../components/crud/secret-input';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { isoToLocalInput, localInputToIso, useSiteTimeZone } from '../../../lib/datetime';
import { applyServerIssues, zodErrorMap } from '../../../lib/validation';
import { useCreateVendor, useUpdateVendor, useVendorLogo } from '../api/use-games';
import { ImagePicker } from './image-picker';

// The contract's field rules, with the maintenance window as `datetime-local` values.
const fields = ZAdminVendorCreate.shape;
const ZVendorForm = z
  .object({
    code: ZVendorCode,
    name: fields.name,
    walletMode: fields.walletMode,
    baseUrl: fields.baseUrl,
    currency: fields.currency,
    enabled: z.boolean(),
    sortOrder: z.coerce.number().int().min(-100_000).max(100_000),
    maintenanceFrom: z.string(),
    maintenanceUntil: z.string(),
    /** Empty on edit: keep the stored secret. */
    secret: z.string().max(200),
  })
  .refine(
    (v) =>
      !v.maintenanceFrom ||
      !v.maintenanceUntil ||
      new Date(v.maintenanceFrom).getTime() < new Date(v.maintenanceUntil).getTime(),
    { message: 'maintenance must end after it starts', path: ['maintenanceUntil'] },
  );
type TVendorForm = z.input<typeof ZVendorForm>;

function initial(vendor: TAdminVendor | null, timeZone: string): TVendorForm {
  return {
    code: vendor?.code ?? '',
    name: vendor?.name ?? '',
    walletMode: vendor?.walletMode ?? 'seamless',
    baseUrl: vendor?.baseUrl ?? '',
    currency: vendor?.currency ?? 'THB',
    enabled: vendor?.enabled ?? true,
    sortOrder: vendor?.sortOrder ?? 0,
    maintenanceFrom: isoToLocalInput(vendor?.maintenanceFrom, timeZone),
    maintenanceUntil: isoToLocalInput(vendor?.maintenanceUntil, timeZone),
    secret: '',
  };
}

/** Drawer to add a vendor or change one: mode, URL, secret, currency, maintenance, order, logo. */
export function VendorDrawer({
  vendor,
  onClose,
}: {
  /** null: a new vendor. */
  vendor: TAdminVendor | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('games');
  const timeZone = useSiteTimeZone();
  const toast = useToast();
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const logo = useVendorLogo();
  const form = useForm<TVendorForm>({
    resolver: zodResolver(
      ZVendorForm.superRefine((v, ctx) => {
        const needed = vendor === null || v.secret !== '';
        if (needed && v.secret.length < 8) {
          ctx.addIssue({
            code: 'too_small',
            minimum: 8,
            origin: 'string',
            inclusive: true,
            path: ['secret'],
            input: v.secret,
          });
        }
      }),
      { error: zodErrorMap },
    ) as never,
    defaultValues: initial(vendor, timeZone),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const mutation = vendor ? update : create;

  const onSubmit = form.handleSubmit((raw) => {
    const v = ZVendorForm.parse(raw);
    const common = {
      name: v.name,
      walletMode: v.walletMode,
      baseUrl: v.baseUrl,
      currency: v.currency,
      enabled: v.enabled,
      sortOrder: v.sortOrder,
      maintenanceFrom: localInputToIso(v.maintenanceFrom, timeZone),
      maintenanceUntil: localInputToIso(v.maintenanceUntil, timeZone),
    };
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
        applyServerIssues(error.details, form.setError);
      }
    };
    if (vendor) {
      const body: TAdminVendorUpdate = { ...common, ...(v.secret ? { secret: v.secret } : {}) };
      update.mutate(
        { code: vendor.code, body },
        {
          onSuccess: () => {
            toast.success(t('vendors.saved', { code: vendor.code }));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { ...common, code: v.code, secret: v.secret },
        {
          onSuccess: () => {
            toast.success(t('vendors.created', { code: v.code }));
            onClose();
          },
          onError,
        },
      );
    }
  });

  const err = (name: keyof TVendorForm) => [errors[name]?.message];

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      title={vendor ? vendor.name : t('vendors.create')}
      description={vendor?.code}
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" form="vendor-form" variant="primary" loading={mutation.isPending}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id="vendor-form" className="form-stack" onSubmit={onSubmit} noValidate>
        {mutation.isError &&
          !(mutation.error instanceof ApiError && mutation.error.code === 'VALIDATION_ERROR') && (
            <Banner tone="danger">{apiErrorText(mutation.error, i18n.language)}</Banner>
          )}
        <div className="grid-2">
          <Field
            label={t('vendors.code')}
            htmlFor="vendor-code"
            hint={t('vendors.codeHint')}
            errors={err('code')}
          >
            <Input
              id="vendor-code"
              className="mono"
              disabled={vendor !== null}
              invalid={!!errors.code}
              {...form.register('code')}
            />
          </Field>
          <Field label={t('vendors.name')} htmlFor="vendor-name" errors={err('name')}>
            <Input id="vendor-name" invalid={!!errors.name} {...form.register('name')} />
          </Field>
        </div>
        <div className="grid-2">
          <Field label={t('vendors.walletMode')} htmlFor="vendor-mode">
            <Select id="vendor-mode" {...form.register('walletMode')}>
              <option value="seamless">{t('vendors.modes.seamless')}</option>
              <option value="transfer">{t('vendors.modes.transfer')}</option>
            </Select>
          </Field>
          <Field label={t('vendors.currency')} htmlFor="vendor-currency" errors={err('currency')}>
            <Input
              id="vendor-currency"
              className="mono"
              invalid={!!errors.currency}
              {...form.register('currency')}
            />
          </Field>
        </div>
        <Field
          label={t('vendors.baseUrl')}
          htmlFor="vendor-url"
          hint={t('vendors.baseUrlHint')}
          errors={err('baseUrl')}
        >
          <Input
            id="vendor-url"
            className="mono"
            invalid={!!errors.baseUrl}
            {...form.register('baseUrl')}
          />
        </Field>
        <Field
          label={vendor ? t('vendors.replaceSecret') : t('vendors.secret')}
          htmlFor="vendor-secret"
          hint={vendor ? t('vendors.secretKept') : t('vendors.secretHint')}
          errors={err('secret')}
        >
          <SecretInput
            id="vendor-secret"
            autoComplete="off"
            placeholder={vendor?.secretSet ? t('vendors.secretSet') : ''}
            invalid={!!errors.secret}
            {...form.register('secret')}
          />
        </Field>
        <div className="grid-2">
          <Field
            label={t('vendors.maintenanceFrom')}
            htmlFor="vendor-mfrom"
            errors={err('maintenanceFrom')}
          >
            <Input id="vendor-mfrom" type="datetime-local" {...form.register('maintenanceFrom')} />
          </Field>
          <Field
            label={t('vendors.maintenanceUntil')}
            htmlFor="vendor-muntil"
            errors={err('maintenanceUntil')}
          >
            <Input
              id="vendor-muntil"
              type="datetime-local"
              invalid={!!errors.maintenanceUntil}
              {...form.register('maintenanceUntil')}
            />
          </Field>
        </div>
        <div className="grid-2">
          <Field label={t('vendors.sortOrder')} htmlFor="vendor-order" errors={err('sortOrder')}>
            <Input
              id="vendor-order"
              type="number"
              invalid={!!errors.sortOrder}
              {...form.register('sortOrder')}
            />
          </Field>
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch
                id="vendor-enabled"
                checked={field.value}
                onChange={field.onChange}
                label={t('vendors.enabled')}
                description={t('vendors.enabledHint')}
              />
            )}
          />
        </div>
      </form>
      {vendor && (
        <section className="form-stack">
          <h3 className="section-title">{t('vendors.logo')}</h3>
          <ImagePicker
            label={t('vendors.logo')}
            src={vendor.logoUrl}
            custom={vendor.customLogo}
            pending={logo.isPending}
            error={logo.isError ? apiErrorText(logo.error, i18n.language) : undefined}
            onPick={(file) => logo.mutate({ code: vendor.code, file })}
          />
        </section>
      )}
    </Modal>
  );
}
