import { Body, Controller, Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_CONFIG, type ServerConfig } from '../../../config/index.js';
import { pageHeaders } from './consent.page.js';
import { CONSENT_COOKIE, OAuthAuthority, type AuthorityAnswer } from './oauth.authority.js';

const cookieOf = (req: FastifyRequest, name: string): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
};

/**
 * The sign-in endpoints of `--auth-mode oauth` (issue 16 items 1, 2, 4): metadata without
 * credentials, registration, authorization with consent, GitLab's callback, tokens. In any other
 * mode they answer 404, except the protected resource metadata, which passthrough serves too.
 */
@Controller()
export class OAuthController {
  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    private readonly authority: OAuthAuthority,
  ) {}

  @Get('.well-known/oauth-protected-resource')
  protectedResource(@Res() reply: FastifyReply): void {
    this.metadata(reply, () => this.authority.protectedResource(), 'passthrough');
  }

  @Get('.well-known/oauth-protected-resource/mcp')
  protectedResourceOfMcp(@Res() reply: FastifyReply): void {
    this.metadata(reply, () => this.authority.protectedResource(), 'passthrough');
  }

  @Get('.well-known/oauth-authorization-server')
  authorizationServer(@Res() reply: FastifyReply): void {
    this.metadata(reply, () => this.authority.metadata());
  }

  @Post('register')
  async register(@Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    if (this.off(reply)) return;
    this.send(reply, await this.authority.register(body));
  }

  @Get('authorize')
  async authorize(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    if (this.off(reply)) return;
    this.send(reply, await this.authority.authorize(query));
  }

  @Post('authorize/consent')
  async consent(@Req() req: FastifyRequest, @Body() body: Record<string, unknown> | undefined, @Res() reply: FastifyReply): Promise<void> {
    if (this.off(reply)) return;
    this.send(reply, await this.authority.consent(body ?? {}, cookieOf(req, CONSENT_COOKIE)));
  }

  @Get('oauth/callback')
  async callback(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (this.off(reply)) return;
    this.send(reply, await this.authority.callback(new URL(req.url, this.authority.issuer)));
  }

  @Post('token')
  async token(@Body() body: Record<string, unknown> | undefined, @Res() reply: FastifyReply): Promise<void> {
    if (this.off(reply)) return;
    this.send(reply, await this.authority.token(body ?? {}));
  }

  private metadata(reply: FastifyReply, body: () => object, alsoIn?: 'passthrough'): void {
    if (this.config.oauth.authMode !== alsoIn && this.off(reply)) return;
    void reply.header('cache-control', 'max-age=300').header('access-control-allow-origin', '*').send(body());
  }

  /** Answers 404 when the mode does not serve this endpoint. */
  private off(reply: FastifyReply): boolean {
    if (this.config.oauth.authMode === 'oauth') return false;
    void reply.code(404).send({ error: 'not_found' });
    return true;
  }

  private send(reply: FastifyReply, answer: AuthorityAnswer): void {
    const secure = this.authority.issuer.startsWith('https:') ? '; Secure' : '';
    if (answer.kind === 'json') {
      void reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
      return;
    }
    if (answer.kind === 'redirect') {
      if (answer.clearCookie) void reply.header('set-cookie', `${CONSENT_COOKIE}=; Path=/authorize; HttpOnly; SameSite=Lax; Max-Age=0${secure}`);
      void reply.code(302).header('location', answer.location).header('cache-control', 'no-store').send();
      return;
    }
    if (answer.cookie) void reply.header('set-cookie', `${CONSENT_COOKIE}=${answer.cookie}; Path=/authorize; HttpOnly; SameSite=Lax; Max-Age=600${secure}`);
    void reply.code(answer.status).headers(pageHeaders(answer.formTargets)).send(answer.html);
  }
}
