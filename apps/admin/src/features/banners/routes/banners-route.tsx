import { BANNER_GROUPS, type TAdminBanner, type TBannerGroup } from '@lw/contracts';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../auth';
import { Button, IconButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import {
  useBannerList,
  useDeleteBanner,
  useReorderBanners,
  useSaveBanner,
} from '../api/use-banners';
import { AvatarManager } from '../components/avatar-manager';
import { BannerDrawer } from '../components/banner-drawer';
import '../components/banners.css';

function groupOf(params: URLSearchParams): TBannerGroup {
  const group = params.get('group');
  return (BANNER_GROUPS as readonly string[]).includes(group ?? '')
    ? (group as TBannerGroup)
    : 'w_home';
}

/** The banner as input again (for the enable switch, which saves the whole banner). */
function inputOf(banner: TAdminBanner, enabled: boolean) {
  return {
    group: banner.group,
    imageUrl: banner.imageUrl,
    images: banner.images,
    titles: banner.titles,
    link: banner.link,
    audience: banner.audience,
    startsAt: banner.startsAt,
    endsAt: banner.endsAt,
    sortOrder: banner.sortOrder,
    enabled,
  };
}

function BannersScreen() {
  const { t, i18n } = useTranslation('banners');
  const { dateTime } = useDateTime();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const group = groupOf(params);
  const list = useBannerList(group);
  const save = useSaveBanner();
  const remove = useDeleteBanner(group);
  const reorder = useReorderBanners(group);
  const [editing, setEditing] = useState<TAdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAdminBanner | null>(null);
  const banners = list.data ?? [];
  const failed = (error: unknown) => toast.error(apiErrorText(error, i18n.language));

  function move(index: number, by: -1 | 1) {
    const ids = banners.map((b) => b.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, { onError: failed });
  }

  return (
    <>
      <PageHeader
        title={t('pageTitle')}
        description={t('pageDescription')}
        actions={
          <Button variant="primary" icon={<Plus size={16} />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        }
      />
      <nav className="banner-groups" aria-label={t('groups')}>
        {BANNER_GROUPS.map((g) => (
          <Button
            key={g}
            size="sm"
            variant={g === group ? 'primary' : 'secondary'}
            aria-current={g === group ? 'page' : undefined}
            onClick={() => setParams({ group: g })}
          >
            {t(`group.${g}`)}
          </Button>
        ))}
      </nav>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.isPending && banners.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <div className="table-wrap">
          <table className="table" aria-busy={list.isPending || undefined}>
            <caption className="visually-hidden">{t(`group.${group}`)}</caption>
            <thead>
              <tr>
                <th>{t('image')}</th>
                <th>{t('title')}</th>
                <th>{t('linkType')}</th>
                <th>{t('audience')}</th>
                <th>{t('window')}</th>
                <th>{t('enabled')}</th>
                <th>{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {banners.map((banner, index) => {
                const title =
                  banner.titles[i18n.language] || Object.values(banner.titles)[0] || '—';
                return (
                  <tr key={banner.id}>
                    <td>
                      <img className="banner-thumb" src={banner.imageUrl} alt={title} />
                    </td>
                    <td>{title}</td>
                    <td>
                      {t(`link.${banner.link.type}`)}
                      {banner.link.type === 'internal' ? ` ${banner.link.path}` : null}
                      {banner.link.type === 'external' ? ` ${banner.link.url}` : null}
                    </td>
                    <td>
                      <Pill>{t(`audiences.${banner.audience}`)}</Pill>
                    </td>
                    <td>
                      {banner.startsAt || banner.endsAt
                        ? `${dateTime(banner.startsAt)} – ${dateTime(banner.endsAt)}`
                        : t('always')}
                    </td>
                    <td>
                      <Switch
                        checked={banner.enabled}
                        label={t('enabled')}
                        disabled={save.isPending}
                        onChange={(enabled) =>
                          save.mutate(
                            { id: banner.id, input: inputOf(banner, enabled) },
                            { onError: failed },
                          )
                        }
                      />
                    </td>
                    <td>
                      <div className="banner-row-actions">
                        <IconButton
                          label={t('moveUp')}
                          icon={<ArrowUp size={16} />}
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(index, -1)}
                        />
                        <IconButton
                          label={t('moveDown')}
                          icon={<ArrowDown size={16} />}
                          disabled={index === banners.length - 1 || reorder.isPending}
                          onClick={() => move(index, 1)}
                        />
                        <IconButton
                          label={t('edit')}
                          icon={<Pencil size={16} />}
                          onClick={() => setEditing(banner)}
                        />
                        <IconButton
                          label={t('delete')}
                          icon={<Trash2 size={16} />}
                          onClick={() => setDeleting(banner)}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing !== null && (
        <BannerDrawer
          group={group}
          banner={editing === 'new' ? null : editing}
          nextOrder={(banners.at(-1)?.sortOrder ?? 0) + 10}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        description={t('deleteText')}
        confirmLabel={t('delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: failed,
          })
        }
      />
      <AvatarManager />
    </>
  );
}

/** The "Banners" screen (content.manage): every group's banners. */
export function BannersRoute() {
  return (
    <RequirePermission permission="content.manage">
      <BannersScreen />
    </RequirePermission>
  );
}
