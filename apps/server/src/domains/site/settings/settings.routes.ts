import {
  API,
  SETTINGS_SECTIONS,
  SETTINGS_WRITE_PERMISSION,
  type TSettingsSection,
  ZAllSettings,
  ZErrorResponse,
  ZIpLookupResponse,
  ZIpParams,
  ZSettingsSectionParams,
  ZAnySettingsSection,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { SettingsService } from './settings.service.js';
import { AppError } from '../../../platform/errors.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import { decideAccess } from '../../site/startup/index.js';
import { maskSecrets } from './settings-secrets.js';

/** What these routes use. */
export interface SettingsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  settings: SettingsService;
}

const security = [{ adminBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export function settingsRoutes(deps: SettingsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.admin.settings,
      {
        preHandler: requireAdmin(deps.adminAuth, 'settings.read'),
        schema: {
          operationId: 'getAllSettings',
          summary: 'All site settings sections',
          tags: ['admin'],
          security,
          response: { 200: ZAllSettings, ...errors },
        },
      },
      async () => deps.settings.getAllForOperators(),
    );

    app.get(
      API.admin.settingsSectionPattern,
      {
        preHandler: requireAdmin(deps.adminAuth, 'settings.read'),
        schema: {
          operationId: 'getSettingsSection',
          summary: 'One site settings section',
          tags: ['admin'],
          security,
          params: ZSettingsSectionParams,
          response: { 200: ZAnySettingsSection, ...errors },
        },
      },
      async (request) => (await deps.settings.getAllForOperators())[request.params.section],
    );

    app.put(
      API.admin.settingsSectionPattern,
      {
        // Licence images travel as data URLs.
        bodyLimit: 4 * 1024 * 1024,
        preHandler: requireAdmin(deps.adminAuth, (request) => {
          const parsed = ZSettingsSectionParams.safeParse(request.params);
          // An unknown section fails validation later; ask for the strictest permission meanwhile.
          return parsed.success
            ? SETTINGS_WRITE_PERMISSION[parsed.data.section]
            : 'settings.system.write';
        }),
        schema: {
          operationId: 'updateSettingsSection',
          tags: ['admin'],
          security,
          summary: 'Replace one settings section (validated with that section schema)',
          params: ZSettingsSectionParams,
          body: z.record(z.string(), z.unknown()),
          response: { 200: ZAnySettingsSection, ...errors },
        },
      },
      async (request) => {
        const section: TSettingsSection = request.params.section;
        const parsed = SETTINGS_SECTIONS[section].safeParse(request.body);
        if (!parsed.success) {
          throw new AppError('VALIDATION_ERROR', 'Settings validation failed', {
            issues: parsed.error.issues.map((i) => ({
              path: i.path.map(String),
              message: i.message,
              code: i.code,
            })),
          });
        }
        return maskSecrets(
          section,
          await deps.settings.update(section, parsed.data, actorOf(request)),
        );
      },
    );

    app.get(
      API.admin.ipLookupPattern,
      {
        preHandler: requireAdmin(deps.adminAuth, 'settings.read'),
        schema: {
          operationId: 'lookupIpLocation',
          tags: ['admin'],
          security,
          summary: 'Country of an IP and what a visitor from it would see now',
          params: ZIpParams,
          response: { 200: ZIpLookupResponse, ...errors },
        },
      },
      async (request) => {
        const settings = await deps.settings.getAll();
        const decision = decideAccess(settings.maintenance, settings.region, request.params.ip);
        return {
          ip: request.params.ip,
          countryCode: decision.countryCode,
          systemStatus: decision.status,
          reason: decision.reason,
        };
      },
    );
  };
}
