/** The placeholder page of SPEC §2: it only shows 'hello world'. */
export default function HelloPage() {
  return <p>hello world</p>;
}
