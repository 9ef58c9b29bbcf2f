export default function AuthCallbackPage() {
  return <p>Loading...</p>;
}
