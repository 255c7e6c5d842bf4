import type { Page } from '@playwright/test';
import { demoPassword, tenantUrl } from '../env';

/** The sign-in screen of a tenant (`/login`). */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(tenant = 'demo'): Promise<void> {
    await this.page.goto(tenantUrl(tenant, '/login'));
  }

  get email() {
    return this.page.getByLabel(/^(Email|Correo)/);
  }

  get password() {
    return this.page.getByLabel(/^(Password|Contraseña)$/);
  }

  get submit() {
    return this.page.getByRole('button', { name: /^(Sign in|Entrar|Iniciar sesión)$/ });
  }

  async signIn(email: string, password = demoPassword): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
