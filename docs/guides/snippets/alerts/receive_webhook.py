import os
from flask import Flask, request
from standardwebhooks import Webhook

app = Flask(__name__)
# the whsec_... secret printed by `devtrail destination create` (or rotate-secret)
webhook = Webhook(os.environ["DEVTRAIL_WEBHOOK_SECRET"])
handled = set()  # retries carry the same webhook-id (keep it in a database in production)


@app.post("/devtrail")
def devtrail_alert():
    try:
        headers = {name.lower(): value for name, value in request.headers.items()}
        event = webhook.verify(request.get_data(), headers)
    except Exception:
        return "", 401
    webhook_id = request.headers["webhook-id"]
    if webhook_id not in handled:
        handled.add(webhook_id)
        print(event["type"], event["data"]["title"])
    return "", 204
