/**
 * The reference page's script (bundled by ./routes.ts): starts Swagger UI on the mock's own
 * document and adds the demo customer's sign-in, whose token it hands to "Authorize".
 */
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

interface SwaggerUi {
  preauthorizeApiKey(scheme: string, key: string): void;
}

declare const SwaggerUIBundle: (options: Record<string, unknown>) => SwaggerUi;

const TOKEN_SCHEME = 'token';

function signInBar(
  host: HTMLElement,
  ui: SwaggerUi,
  demo: { email: string; password: string },
): void {
  const bar = document.createElement('p');
  bar.className = 'demo-sign-in';
  bar.style.cssText = 'font-family: sans-serif; margin: 16px 20px;';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn authorize';
  button.textContent = `Sign in as the demo customer (${demo.email})`;
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  status.style.marginLeft = '12px';
  button.addEventListener('click', () => {
    status.textContent = 'Signing in…';
    void fetch(VENDOR_ENDPOINTS.login.checkLogin.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ uEmail: demo.email, uPassword: demo.password }),
    })
      .then((res) => res.json() as Promise<{ code: number; msg: string; data?: unknown }>)
      .then((answer) => {
        if (answer.code !== 200 || typeof answer.data !== 'string') {
          status.textContent = `Not signed in: ${answer.msg}`;
          return;
        }
        ui.preauthorizeApiKey(TOKEN_SCHEME, answer.data);
        status.textContent =
          'Signed in: the demo customer’s token is set in “Authorize” for “Try it out”.';
      })
      .catch(() => {
        status.textContent = 'Not signed in: the mock did not answer.';
      });
  });
  bar.append(button, status);
  host.append(bar);
}

const host = document.getElementById('reference');
if (host) {
  const ui = SwaggerUIBundle({
    url: host.dataset.document,
    dom_id: '#swagger-ui',
    deepLinking: true,
    // Offline: no badge from the public validator.
    validatorUrl: null,
    tryItOutEnabled: true,
    displayOperationId: true,
  });
  const { demoEmail, demoPassword } = host.dataset;
  if (demoEmail && demoPassword) signInBar(host, ui, { email: demoEmail, password: demoPassword });
}
