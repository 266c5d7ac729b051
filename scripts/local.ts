console.log("local runner placeholder")
