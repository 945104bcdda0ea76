import hashlib
import hmac


def devtrail_field(value):
    return "-" if value is None else f"{len(value.encode('utf-8'))}:{value}"


def sign_identity(secret, identity):
    """The signature to pass with identity to identify(identity, { signature })."""
    others = identity.get("other_identities")
    lines = ["devtrail-identity-v1"]
    for key in ("username", "type", "firstname", "lastname", "company"):
        lines.append(devtrail_field(identity.get(key)))
    lines.append("-" if others is None else str(len(others)))
    for other in others or []:
        lines += [devtrail_field(other["username"]), devtrail_field(other["type"])]
    message = "\n".join(lines).encode("utf-8")
    return hmac.new(secret.encode("utf-8"), message, hashlib.sha256).hexdigest()
