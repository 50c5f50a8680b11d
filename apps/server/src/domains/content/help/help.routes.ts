import {
  HELP_API,
  ZAdminHelpArticle,
  ZAdminHelpArticleList,
  ZAdminHelpCategory,
  ZAdminHelpCategoryList,
  ZErrorResponse,
  ZHelpArticleInput,
  ZHelpCategoryInput,
  ZHelpCentre,
  ZHelpQuery,
  ZHelpSearchQuery,
  ZHelpSearchResult,
  ZIdParams,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { HelpService } from './help.service.js';

/** What these routes use. */
export interface HelpRoutesDeps {
  adminAuth: OperatorAuthenticator;
  help: HelpService;
}

const adminSecurity = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Players' help centre (spec §7 "GET help (lang, device WEB)") and its search. */
export function helpRoutes(deps: HelpRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      HELP_API.centre,
      {
        schema: {
          operationId: 'getHelpCentre',
          summary: 'Every help article in one language, by category',
          tags: ['content'],
          security: [],
          querystring: ZHelpQuery,
          response: { 200: ZHelpCentre, 400: ZErrorResponse },
        },
      },
      async (request) => deps.help.centre(request.query.lang),
    );

    app.get(
      HELP_API.search,
      {
        schema: {
          operationId: 'searchHelp',
          summary: 'Help articles whose title or text (any language) contains the words',
          tags: ['content'],
          security: [],
          querystring: ZHelpSearchQuery,
          response: { 200: ZHelpSearchResult, 400: ZErrorResponse },
        },
      },
      async (request) => ({ items: await deps.help.search(request.query.lang, request.query.q) }),
    );
  };
}

/** Back office: help categories and articles (`content.manage`). */
export function helpAdminRoutes(deps: HelpRoutesDeps): FastifyPluginAsyncZod {
  const help = deps.help;
  return async (app) => {
    const manage = requireAdmin(deps.adminAuth, 'content.manage');
    const base = { tags: ['admin'], security: adminSecurity };

    app.get(
      HELP_API.admin.categories,
      {
        preHandler: manage,
        schema: {
          ...base,
          operationId: 'listHelpCategories',
          summary: 'Help categories',
          response: { 200: ZAdminHelpCategoryList, ...errors },
        },
      },
      async () => ({ items: await help.listCategories() }),
    );

    app.post(
      HELP_API.admin.categories,
      {
        preHandler: manage,
        schema: {
          ...base,
          operationId: 'createHelpCategory',
          summary: 'Add a help category',
          body: ZHelpCategoryInput,
          response: { 201: ZAdminHelpCategory, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await help.createCategory(request.body, actorOf(request))),
    );

    app.put(
      HELP_API.admin.categoryPattern,
      {
        preHandler: manage,
        schema: {
          ...base,
          operationId: 'updateHelpCategory',
          summary: 'Change a help category',
          params: ZIdParams,
          body: ZHelpCategoryInput,
          response: { 200: ZAdminHelpCategory, ...errors },
        },
      },
      async (request) => help.updateCategory(request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      HELP_API.admin.categoryPattern,
      {
        preHandler: manage,
        schema: {
          ...base,
          operationId: 'deleteHelpCategory',
          summary: 'Delete an empty help category',
          params: ZIdParams,
          response: { 204: z.undefined(), ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) => {
        await help.deleteCategory(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      HELP_API.admin.articles,
      {
        preHandler: manage,
        schema: {
          ...base,
          operationId: 'listHelpArticles',
          summary: 'Help articles, every language',
          response: { 200: ZAdminHelpArticleList, ...errors },
        },
      },
      async () => ({ items: await help.listArticles() }),
    );

    app.post(
      HELP_API.admin.articles,
      {
        preHandler: manage,
        schema: {
          ...base,
          operationId: 'createHelpArticle',
          summary: 'Add a help article (HTML sanitized)',
          body: ZHelpArticleInput,
          response: { 201: ZAdminHelpArticle, ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await help.createArticle(request.body, actorOf(request))),
    );

    app.put(
      HELP_API.admin.articlePattern,
      {
        preHandler: manage,
        schema: {
          ...base,
          operationId: 'updateHelpArticle',
          summary: 'Change a help article (HTML sanitized)',
          params: ZIdParams,
          body: ZHelpArticleInput,
          response: { 200: ZAdminHelpArticle, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => help.updateArticle(request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      HELP_API.admin.articlePattern,
      {
        preHandler: manage,
        schema: {
          ...base,
          operationId: 'deleteHelpArticle',
          summary: 'Delete a help article',
          params: ZIdParams,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await help.deleteArticle(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
