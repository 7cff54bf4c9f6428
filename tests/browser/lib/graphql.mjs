// GraphQL as a team (Bearer API key), and the few objects most page tests need.

/** Runs `query` against `humanid` with `apiKey` (default: the bootstrapped team's) and returns `data`. */
export async function gql(humanid, query, variables = {}, apiKey = humanid.apiKey) {
  const res = await fetch(`${humanid.url}/v1/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (!res.ok || body.errors) {
    throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body)}\nquery: ${query}`);
  }
  return body.data;
}

/**
 * An app with `redirects` registered and a client secret; staging unless `staging: false`
 * (staging apps accept the simulator). Returns { id, name, clientSecret, redirects }.
 */
export async function createApp(humanid, { name = 'Poll', staging = true, redirects = [], actions = [] } = {}) {
  const app = await gql(humanid, `mutation ($name: String!, $staging: Boolean!) {
      insert_app_one(object: {name: $name, engine: "cloud", is_staging: $staging}) { id } }`,
  { name, staging });
  const id = app.insert_app_one.id;
  for (const uri of redirects) {
    await gql(humanid, `mutation ($id: String!, $uri: String!) {
        insert_redirect_one(object: {app_id: $id, redirect_uri: $uri}) { redirect_uri } }`,
    { id, uri });
  }
  for (const a of actions) {
    await gql(humanid, `mutation ($id: String!, $action: String!, $max: Int!) {
        insert_action_one(object: {app_id: $id, action: $action, name: $action, max_verifications: $max}) { id } }`,
    { id, action: a.action, max: a.max_verifications ?? 1 });
  }
  const secret = await gql(humanid, `mutation ($id: String!) {
      reset_client_secret(app_id: $id) { client_secret } }`, { id });
  return { id, name, clientSecret: secret.reset_client_secret.client_secret, redirects };
}
